// The app's shop model, made on first use, wired to the app's http client and the browser's own deps.
import { http } from '../../api/client.ts';
import { appDeps } from '../common/model-deps.ts';
import { createShop, type ShopModel } from './shop-model.ts';

let shared: ShopModel | undefined;
export const shopModel = (): ShopModel => {
	shared ??= createShop({ ...appDeps(), http });
	return shared;
};
