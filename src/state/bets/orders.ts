// The app's race orders model, made on first use, wired to the app's http client and the signed-in player.
import { http } from '../../api/client.ts';
import { session } from '../session/session.ts';
import { createOrders, type OrdersModel } from './orders-model.ts';

let shared: OrdersModel | undefined;

/** The app's orders model; another player signing in on this device starts from an empty list. */
export function appOrders(): OrdersModel {
	shared ??= createOrders({ http, owner: () => session.userName.peek() });
	return shared;
}
