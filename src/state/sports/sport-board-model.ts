// The sports board: the events of one sport, and one event with every market; a failed reload keeps what is shown.
import { batch, signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import type { SportEvent } from '../../../shared/sports/sport-types.ts';
import type { Http } from '../../api/http.ts';
import { sportBoardShape, sportEventShape } from '../../api/shapes/sports.ts';
import { reasonOf } from '../common/failure-text.ts';
import type { LoadStatus, ModelDeps } from '../common/model-deps.ts';

/** `loaded` hears every event that arrives, so a slip on it can follow its odds. */
export function createSportBoard(deps: Pick<ModelDeps, 'notify'> & { http: Http }, loaded: (ev: SportEvent) => void) {
	const { http } = deps;
	const sports = signal<{ code: string; name: string }[]>([]);
	const sport = signal('');
	const events = signal<SportEvent[]>([]);
	const boardStatus = signal<LoadStatus>('idle');
	const event = signal<SportEvent | null>(null);
	const eventStatus = signal<LoadStatus>('idle');
	let boardSeq = 0;
	let eventSeq = 0;

	async function fetchBoard(code = sport.peek()) {
		const mine = ++boardSeq;
		batch(() => {
			if (code !== sport.peek()) events.value = [];
			sport.value = code;
			if (!events.peek().length) boardStatus.value = 'loading';
		});
		try {
			const { data } = await http.get<{ list: SportEvent[]; sports: { code: string; name: string }[] }>(
				'/sports/list',
				{ params: { sport: code, page: 1, size: 50 }, schema: sportBoardShape },
			);
			if (mine !== boardSeq) return;
			batch(() => {
				sports.value = data.sports;
				events.value = data.list;
				boardStatus.value = 'ready';
			});
		} catch (error) {
			if (mine !== boardSeq) return;
			if (events.peek().length) deps.notify(reasonOf(error));
			else boardStatus.value = 'error';
		}
	}

	async function fetchEvent(id: number) {
		const mine = ++eventSeq;
		if (event.peek()?.id !== id) {
			batch(() => {
				event.value = null;
				eventStatus.value = 'loading';
			});
		}
		try {
			const { data } = await http.get<SportEvent>('/sports/detail', { params: { id }, schema: sportEventShape });
			if (mine !== eventSeq) return;
			batch(() => {
				event.value = data;
				eventStatus.value = 'ready';
				loaded(data);
			});
		} catch (error) {
			if (mine !== eventSeq) return;
			if (event.peek()?.id === id) deps.notify(reasonOf(error));
			else eventStatus.value = 'error';
		}
	}

	return { ...readOnly({ sports, sport, events, boardStatus, event, eventStatus }), fetchBoard, fetchEvent };
}
