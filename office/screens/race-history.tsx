// Who decided a race: the result in force, the feed's changes held for the trader (applied or dismissed here), and
// every correction with the result before and after it.
import { nameOf, t } from '../i18n.ts';
import { ReasonButton, when } from '../ui.tsx';

type Result = { finish: number[][]; abandoned?: boolean } | null;
interface Held {
	id: number;
	provider: string;
	action: string;
	proposal: { finish?: number[][]; horse_id?: number };
	in_force: Result;
	created_at: string;
	decision: string | null;
	decided_by: string | null;
}
export interface Decisions {
	result: Result;
	decided_by: string | null;
	history: {
		id: number;
		action: string;
		actor_kind: string;
		actor_id: string;
		reason: string;
		detail: { before?: Result; after?: Result };
		created_at: string;
	}[];
	waiting: Held[];
	decided: Held[];
}

export const finishText = (finish: number[][]) => finish.map((g) => g.join('=')).join(', ');
const resultText = (r: Result | undefined) => (!r ? '–' : r.abandoned ? t('raceStatus.void') : finishText(r.finish));
const what = (action: string) => nameOf('action.race', action);

export function RaceHistory({
	d,
	decide,
}: {
	d: Decisions;
	decide: (path: string, reason: string) => Promise<unknown>;
}) {
	const held = [...d.waiting, ...d.decided];
	return (
		<>
			<h3>
				{t('races.inForce', { result: resultText(d.result) })}
				{d.result && ` · ${t(`races.by.${d.decided_by ?? 'auto'}`)}`}
			</h3>
			{held.length > 0 && <h3>{t('races.held')}</h3>}
			<ul class="plain">
				{held.map((h) => (
					<li key={h.id}>
						{when(h.created_at)} · {h.provider} · {what(h.action)}: {resultText(h.in_force)} →{' '}
						{h.proposal.finish ? finishText(h.proposal.finish) : (h.proposal.horse_id ?? '')}
						{h.decision ? (
							` · ${t(`races.${h.decision}`)} (${h.decided_by})`
						) : (
							<span class="actions">
								<ReasonButton label={t('races.apply')} run={(reason) => decide(`held/${h.id}/apply`, reason)} />
								<ReasonButton label={t('races.dismiss')} run={(reason) => decide(`held/${h.id}/dismiss`, reason)} />
							</span>
						)}
					</li>
				))}
			</ul>
			{d.history.length > 0 && <h3>{t('races.history')}</h3>}
			<ul class="plain">
				{d.history.map((c) => (
					<li key={c.id}>
						{when(c.created_at)} · {c.actor_id} ({t(`races.by.${c.actor_kind}`)}) · {what(c.action)}:{' '}
						{resultText(c.detail.before)} → {resultText(c.detail.after)} · {c.reason}
					</li>
				))}
			</ul>
		</>
	);
}
