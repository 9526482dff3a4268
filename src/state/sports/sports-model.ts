// Sports: the board by sport, one event's markets, the bet slip and the player's sport orders.
import { http } from '../../api/client.ts';
import type { Http } from '../../api/http.ts';
import { sportOrderPage } from '../../api/shapes/sports.ts';
import { appDeps, type ModelDeps } from '../common/model-deps.ts';
import { createPager, type Page } from '../common/pager-model.ts';
import { createSportBoard } from './sport-board-model.ts';
import { createSportSlip } from './sport-slip-model.ts';
import type { SportOrder } from './sport-types.ts';

export function createSports(deps: ModelDeps & { http: Http }) {
	const { follow, ...slip } = createSportSlip(deps, (id) => board.fetchEvent(id));
	const board = createSportBoard(deps, follow);
	const orders = createPager<SportOrder>((page, size) =>
		deps.http
			.get<Page<SportOrder>>('/sports/orders', { params: { page, size }, schema: sportOrderPage })
			.then((r) => r.data),
	);
	return { ...board, ...slip, orders };
}

export type SportsModel = ReturnType<typeof createSports>;

let shared: SportsModel | undefined;
/** The app's one sports model, made on first use so pages that never show sports don't build it. */
export const sportsModel = (): SportsModel => {
	shared ??= createSports({ ...appDeps(), http });
	return shared;
};
