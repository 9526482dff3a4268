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
		attempt(async () => setFile(await call<PlayerFileData>('GET', `/players/${encodeURIComponent(name.trim())}`)));
	const act = (path: string, extra: object, done: string) => async (reason: string) => {
		const r = await attempt(
			() => call<{ temporary_password?: string }>('POST', `/players/${file!.player.id}/${path}`, { ...extra, reason }),
			() => done,
		);
		if (r) await load(file!.player.user_name);
		// kept in this screen's state only: another search or another screen and it is gone
		if (r?.temporary_password) setTemporary(r.temporary_password);
	};
	const p = file?.player;
	return (
		<section>
			<form
				class="filters"
				onSubmit={onSubmit(() => {
					setTemporary(null);
					load();
				})}
			>
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
						<div class="card" role="alert">
							<p>
								{t('players.temporary')} <code data-secret>{temporary}</code>{' '}
								<button type="button" onClick={() => navigator.clipboard?.writeText(temporary)}>
									{t('players.copy')}
								</button>
							</p>
							<p>{t('players.giveIt')}</p>
						</div>
					)}
					<PlayerFile file={file} />
				</>
			)}
		</section>
	);
}
