// What sending a race bet needs from the outside world, the same for the bet form and the bet slip (race-bet-sends.ts).
import type { OrderView } from '../../../shared/bets/order-view.ts';
import type { KeyValueStorage } from '../../lib/storage.ts';
import type { Post } from '../money/money-action-model.ts';

export interface BetSendDeps {
	storage: KeyValueStorage;
	send: Post<OrderView>;
	online(): boolean;
	/** A new Idempotency-Key. */
	uuid(): string;
	toast(text: string): void;
	t(key: string): string;
}
