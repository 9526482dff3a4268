// Sports: the board by sport, one event's markets, the bet slip and the player's sport orders.

import type { SportOrder } from '../../../shared/sports/sport-types.ts';
import type { Http } from '../../api/http.ts';
import { sportOrderPage } from '../../api/shapes/sports.ts';
import type { ModelDeps } from '../common/model-deps.ts';
import { createPager, type Page } from '../common/pager-model.ts';
import { createSportBoard } from './sport-board-model.ts';
import { createSportSlip } from './sport-slip-model.ts';

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
