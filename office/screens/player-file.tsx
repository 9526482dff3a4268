// One player's file as support reads it: who, money, safer-play settings, orders, ledger, sign-ins.
import { nameOf, t } from '../i18n.ts';
import { money, when } from '../ui.tsx';

interface Order {
	id: number;
	created_at: string;
	bet_type_name?: string;
	total_stake?: number;
	stake?: number;
	status: string;
	return?: number;
}
export interface PlayerFileData {
	player: {
		id: number;
		user_name: string;
		phone: string;
		created_at: string;
		balance: number;
		suspended: { at: string; reason: string } | null;
	};
	safer: { self_excluded_until: string | null; limits: Record<string, Record<string, { amount: number | null }>> };
	race_orders: { list: Order[]; total: number };
	sport_orders: { list: Order[]; total: number };
	ledger: { list: { id: number; time: string; type: string; amount: number; balance: number; memo: string | null }[] };
	sign_ins: {
		device_id: string;
		user_agent: string | null;
		at: string;
		last_seen_at: string;
		ended: { reason: string } | null;
	}[];
}

const limitText = (v: { amount: number | null } | undefined) =>
	v?.amount == null ? t('players.noLimit') : money(v.amount);

export function PlayerFile({ file }: { file: PlayerFileData }) {
	const { player: p, safer } = file;
	const orders = [...file.race_orders.list, ...file.sport_orders.list].sort((a, b) =>
		b.created_at.localeCompare(a.created_at),
	);
	return (
		<div class="grid">
			<section class="card" aria-labelledby="pf-who">
				<h2 id="pf-who">
					{p.user_name} · #{p.id}
				</h2>
				<dl>
					<dt>{t('players.balance')}</dt>
					<dd class="num">{money(p.balance)}</dd>
					<dt>{t('players.phone')}</dt>
					<dd>{p.phone}</dd>
					<dt>{t('players.since')}</dt>
					<dd>{when(p.created_at)}</dd>
					<dt>{t('common.status')}</dt>
					<dd>{p.suspended ? t('players.isSuspended', { reason: p.suspended.reason }) : t('players.active')}</dd>
					<dt>{t('players.exclusion')}</dt>
					<dd>
						{safer.self_excluded_until
							? safer.self_excluded_until === 'permanent'
								? t('period.permanent')
								: when(safer.self_excluded_until)
							: t('players.none')}
					</dd>
					<dt>{t('players.depositLimit')}</dt>
					<dd>{limitText(safer.limits.deposit?.day)}</dd>
					<dt>{t('players.betLimit')}</dt>
					<dd>{limitText(safer.limits.bet?.day)}</dd>
				</dl>
			</section>
			<section class="card" aria-labelledby="pf-orders">
				<h2 id="pf-orders">{t('players.orders')}</h2>
				<ul class="plain">
					{orders.slice(0, 20).map((o) => (
						<li key={`${o.bet_type_name ? 'r' : 's'}${o.id}`}>
							{when(o.created_at)} · {o.bet_type_name ?? t('players.sportOrder')} ·{' '}
							{money(o.total_stake ?? o.stake ?? 0)} · {t(`orderStatus.${o.status}`)}
						</li>
					))}
				</ul>
			</section>
			<section class="card wide" aria-labelledby="pf-ledger">
				<h2 id="pf-ledger">{t('players.ledger')}</h2>
				<table>
					<thead>
						<tr>
							<th scope="col">{t('common.time')}</th>
							<th scope="col">{t('players.entry')}</th>
							<th scope="col" class="num">
								{t('common.amount')}
							</th>
							<th scope="col" class="num">
								{t('players.balance')}
							</th>
						</tr>
					</thead>
					<tbody>
						{file.ledger.list.map((e) => (
							<tr key={e.id}>
								<td>{when(e.time)}</td>
								<td>
									{nameOf('entry', e.type)}
									{e.memo ? ` · ${e.memo}` : ''}
								</td>
								<td class="num">{money(e.amount)}</td>
								<td class="num">{money(e.balance)}</td>
							</tr>
						))}
					</tbody>
				</table>
			</section>
			<section class="card wide" aria-labelledby="pf-signins">
				<h2 id="pf-signins">{t('players.signIns')}</h2>
				<ul class="plain">
					{file.sign_ins.map((s) => (
						<li key={s.at + s.device_id}>
							{when(s.at)} · {s.user_agent ?? s.device_id} ·{' '}
							{s.ended ? t('players.ended', { reason: s.ended.reason }) : t('players.live')}
						</li>
					))}
				</ul>
			</section>
		</div>
	);
}
