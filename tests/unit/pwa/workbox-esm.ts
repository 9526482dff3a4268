// Vite reads workbox-window's "module" build; Node would take its UMD "main", which has no named exports.
import { register } from 'node:module';

const hook = `export async function resolve(specifier, context, next) {
	if (specifier === 'workbox-window') return next('workbox-window/build/workbox-window.prod.es5.mjs', context);
	return next(specifier, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hook)}`);
