// The app's sports model, made on first use, wired to the app's http client and the browser's own deps.
import { http } from '../../api/client.ts';
import { appDeps } from '../common/model-deps.ts';
import { createSports, type SportsModel } from './sports-model.ts';

let shared: SportsModel | undefined;
/** The app's one sports model, made on first use so pages that never show sports don't build it. */
export const sportsModel = (): SportsModel => {
	shared ??= createSports({ ...appDeps(), http });
	return shared;
};
