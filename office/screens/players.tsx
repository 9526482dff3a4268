// Player lookup: one player's file (orders, ledger, limits, sign-ins) and support's actions on it.
import { useState } from 'preact/hooks';
import { t } from '../i18n.ts';
import type { ScreenProps } from '../screen-props.ts';
import { attempt, onSubmit, ReasonButton } from '../ui.tsx';
import { PlayerFile, type PlayerFileData } from './player-file.tsx';

const PERIODS = ['24h', '7d', '30d', '6m', 'permanent'];

export function PlayersScreen({ call }: ScreenProps) {
	const [who, setWho] = useState('');
	const [file, setFile] = useState<PlayerFileData | null>(null);
	const [period, setPeriod] = useState('30d');
	const [temporary, setTemporary] = useState<string | null>(null);
	const load = (name = who) =>
		attempt(async () => {
			setFile(await call<PlayerFileData>('GET', `/players/${encodeURIComponent(name.trim())}`));
			setTemporary(null);
		});
	const act = (path: string, extra: object, done: string) => async (reason: string) => {
		const r = await attempt(
			() => call<{ temporary_password?: string }>('POST', `/players/${file!.player.id}/${path}`, { ...extra, reason }),
			() => done,
		);
		if (r?.temporary_password) setTemporary(r.temporary_password);
		if (r) await load(file!.player.user_name);
	};
	const p = file?.player;
	return (
		<section>
			<form class="filters" onSubmit={onSubmit(() => load())}>
				<label>
					{t('players.find')}
					<input
						type="search"
						required
						value={who}
						placeholder="alice01"
						onInput={(e) => setWho(e.currentTarget.value)}
					/>
				</label>
				<button type="submit">{t('common.search')}</button>
			</form>
			{p && (
				<>
					<div class="actions card">
						{p.suspended ? (
							<ReasonButton
								label={t('players.unsuspend')}
								run={act('suspend', { suspended: false }, t('players.unsuspended'))}
							/>
						) : (
							<ReasonButton
								label={t('players.suspend')}
								danger
								run={act('suspend', { suspended: true }, t('players.suspended'))}
							/>
						)}
						<label>
							{t('players.period')}
							<select value={period} onChange={(e) => setPeriod(e.currentTarget.value)}>
								{PERIODS.map((x) => (
									<option key={x} value={x}>
										{t(`period.${x}`)}
									</option>
								))}
							</select>
						</label>
						<ReasonButton label={t('players.exclude')} danger run={act('exclude', { period }, t('players.excluded'))} />
						<ReasonButton label={t('players.resetPassword')} run={act('password', {}, t('players.passwordReset'))} />
					</div>
					{temporary && (
						<p class="card" role="alert">
							{t('players.temporary')} <code>{temporary}</code>
						</p>
					)}
					<PlayerFile file={file} />
				</>
			)}
		</section>
	);
}
