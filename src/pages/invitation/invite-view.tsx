// The invitation page: code and link to copy or share, who joined, and the reward earned so far.
import { useEffect } from 'preact/hooks';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Loading } from '../../components/loading.tsx';
import { usePullRefresh } from '../../components/use-pull-refresh.ts';
import { t } from '../../i18n/index.ts';
import { formatAmount, formatDay } from '../../lib/format.ts';
import { absoluteLink, type InviteModel } from '../../state/invite/invite-model.ts';

export interface InviteViewProps {
	model: InviteModel;
	origin: string;
	copy(text: string): Promise<boolean>;
	/** navigator.share where the browser has it. */
	share?: ((data: ShareData) => Promise<void>) | undefined;
	notify(message: string): void;
}

export function InviteView({ model, origin, copy, share, notify }: InviteViewProps) {
	usePullRefresh(() => model.fetchInvite());
	useEffect(() => {
		void model.fetchInvite();
	}, [model]);
	const info = model.info.value;
	if (!info) {
		return model.status.value === 'error' ? (
			<LoadError retry={() => void model.fetchInvite()}>{t('sports.loadFailed')}</LoadError>
		) : (
			<Loading />
		);
	}
	const link = absoluteLink(info.invite_link, origin);
	const copyOut = async (text: string) => notify(t((await copy(text)) ? 'invite.copied' : 'invite.copyFailed'));
	return (
		<div class="club">
			<section class="club-card">
				<h2>{t('invite.yourCode')}</h2>
				<div class="club-row">
					<span class="club-code" data-testid="invite-code">
						{info.invite_code}
					</span>
					<button type="button" class="btn" style={{ flex: '0 0 auto' }} onClick={() => copyOut(info.invite_code)}>
						{t('invite.copyCode')}
					</button>
				</div>
				<h2 style={{ marginTop: '12px' }}>{t('invite.yourLink')}</h2>
				<p class="club-link">
					<a href={link} data-testid="invite-link">
						{link}
					</a>
				</p>
				<div class="club-actions">
					<button type="button" class="btn btn-primary" onClick={() => copyOut(link)}>
						{t('invite.copy')}
					</button>
					{share && (
						<button
							type="button"
							class="btn"
							onClick={() =>
								share({
									title: t('titles.home'),
									text: t('invite.shareText', { code: info.invite_code }),
									url: link,
								}).catch(() => {})
							}
						>
							{t('invite.share')}
						</button>
					)}
				</div>
			</section>
			<p class="club-card club-row">
				<span>{t('invite.totalReward')}</span>
				<b>{formatAmount(info.total_reward)}</b>
			</p>
			<h2 class="club-section">{t('invite.invitees')}</h2>
			{info.invitees.length ? (
				<ul class="club-card club-history" aria-label={t('invite.invitees')}>
					{info.invitees.map((p) => (
						<li key={`${p.user_name}-${p.joined_at}`} class="club-row">
							<span>{p.user_name}</span>
							<span class="club-muted">{t('invite.joined', { date: formatDay(new Date(p.joined_at)) })}</span>
							<span class={p.rewarded ? 'chip tone-good' : 'chip'}>
								{t(p.rewarded ? 'invite.rewarded' : 'invite.waiting')}
							</span>
						</li>
					))}
				</ul>
			) : (
				<EmptyState text={t('invite.noInvitees')} />
			)}
		</div>
	);
}
