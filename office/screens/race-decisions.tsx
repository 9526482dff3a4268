// Who decides this race: the result in force, every correction with who made it and why, and the feed's changes
// held for a decision (a race staff decided is never changed by the feed on its own), each applied or dismissed.
import { useEffect, useState } from 'preact/hooks';
import type { Call } from '../api.ts';
import { t } from '../i18n.ts';
import { attempt, ReasonButton, when } from '../ui.tsx';

interface Held {
	id: number;
	provider: string;
	action: 'result' | 'scratch' | 'void';
	proposal: { finish?: number[][]; horse_id?: number };
	created_at: string;
}
interface Decisions {
	decided_by: string | null;
	history: { id: number; action: string; actor_kind: string; actor_id: string; reason: string; created_at: string }[];
	waiting: Held[];
}

const proposalText = (h: Held) =>
	h.action === 'result'
		? (h.proposal.finish ?? []).map((g) => g.join('=')).join(', ')
		: h.action === 'scratch'
			? t('races.heldScratch', { horse: String(h.proposal.horse_id) })
			: t('races.void');

export function RaceDecisions({
	call,
	id,
	version,
	onChanged,
}: {
	call: Call;
	id: number;
	version: unknown;
	onChanged: () => void;
}) {
	const [d, setD] = useState<Decisions | null>(null);
	const load = () => attempt(async () => setD(await call<Decisions>('GET', `/races/${id}/decisions`)));
	useEffect(() => void load(), [id, version]);
	if (!d) return null;
	const decide = (h: Held, verb: 'apply' | 'dismiss') => async (reason: string) => {
		const done = await attempt(
			() => call('POST', `/races/${id}/held/${h.id}/${verb}`, { reason }),
			() => (verb === 'apply' ? t('races.heldApplied') : t('races.heldDismissed')),
		);
		if (done) {
			await load();
			onChanged();
		}
	};
	return (
		<div class="decisions">
			<p>{d.decided_by ? t('races.decidedByStaff') : t('races.decidedByFeed')}</p>
			{d.waiting.length > 0 && (
				<>
					<h3>{t('races.heldHeading')}</h3>
					<ul>
						{d.waiting.map((h) => (
							<li key={h.id}>
								{t('races.heldLine', { provider: h.provider, change: proposalText(h), at: when(h.created_at) })}{' '}
								<ReasonButton label={t('races.heldApply')} run={decide(h, 'apply')} />
								<ReasonButton label={t('races.heldDismiss')} run={decide(h, 'dismiss')} />
							</li>
						))}
					</ul>
				</>
			)}
			{d.history.length > 0 && (
				<>
					<h3>{t('races.historyHeading')}</h3>
					<ul>
						{d.history.map((r) => (
							<li key={r.id}>
								{when(r.created_at)} · {r.action} · {r.actor_kind}:{r.actor_id} · {r.reason}
							</li>
						))}
					</ul>
				</>
			)}
		</div>
	);
}
