// Components import their stylesheet for Vite; under Node (the first screens rendered at build time) a loader hook
// turns each .css into an empty module.
import { register } from 'node:module';

const hook = `export async function load(url, context, next) {
	if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
	return next(url, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hook)}`);
