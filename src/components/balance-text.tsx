// The balance as last read; when the server could not be asked, with its age ('$1055.00 · 5 minutes ago') or why
// there is none, instead of a bare dash.
import type { ReadonlySignal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import { lang, t } from '../i18n/index.ts';
import { formatAge, formatAmount } from '../lib/format.ts';
import { session } from '../state/session/session.ts';
import { network } from '../state/shell/network-model.ts';

export interface BalanceSource {
	balance: ReadonlySignal<number | null>;
	balanceAt: ReadonlySignal<number | null>;
	balanceStale: ReadonlySignal<boolean>;
}

/** The amount, and while it may be out of date its age (or why there is none). */
function parts(source: BalanceSource, now: number, online: boolean): [amount: string, note: string | null] {
	const value = source.balance.value;
	const amount = value === null ? '—' : formatAmount(value);
	if (!source.balanceStale.value) return [amount, null];
	const at = source.balanceAt.value;
	return [amount, at === null ? t(online ? 'errors.network' : 'errors.offline') : formatAge(now - at, lang.value)];
}

/** The amount alone, or with ' · ' and its age: what a screen reader is told. */
export function balanceText(source: BalanceSource, now: number, online: boolean): string {
	const [amount, note] = parts(source, now, online);
	return note ? `${amount} · ${note}` : amount;
}

export function BalanceText({ source = session, now = Date.now }: { source?: BalanceSource; now?: () => number }) {
	const stale = source.balanceStale.value;
	const [, tick] = useState(0);
	// an age on screen moves on by itself:
	useEffect(() => {
		if (!stale) return;
		const id = setInterval(() => tick((n) => n + 1), 30_000);
		return () => clearInterval(id);
	}, [stale]);
	const [amount, note] = parts(source, now(), network.online.value);
	return (
		<>
			{amount}
			{note && <small class="balance-age"> · {note}</small>}
		</>
	);
}
