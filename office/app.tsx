// The office's frame: sign-in until a verified session, then the screens the staff member's roles allow.
import { signal } from '@preact/signals';
import type { ComponentType } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Call } from './api.ts';
import { lang, setLanguage, t } from './i18n.ts';
import type { ScreenProps } from './screen-props.ts';
import { AuditScreen } from './screens/audit.tsx';
import { PlayersScreen } from './screens/players.tsx';
import { RacesScreen } from './screens/races.tsx';
import { SignIn } from './screens/sign-in.tsx';
import { SportsScreen } from './screens/sports.tsx';
import { TeamScreen } from './screens/team.tsx';
import { TopupsScreen } from './screens/topups.tsx';
import { WithdrawalsScreen } from './screens/withdrawals.tsx';
import type { Session } from './session.ts';
import { Notice, notice } from './ui.tsx';

const SCREENS: { id: string; roles: string[]; view: ComponentType<ScreenProps> }[] = [
	{ id: 'topups', roles: ['cashier'], view: TopupsScreen },
	{ id: 'withdrawals', roles: ['cashier'], view: WithdrawalsScreen },
	{ id: 'players', roles: ['support'], view: PlayersScreen },
	{ id: 'races', roles: ['trader'], view: RacesScreen },
	{ id: 'sports', roles: ['trader'], view: SportsScreen },
	{ id: 'audit', roles: ['admin', 'support'], view: AuditScreen },
	{ id: 'team', roles: ['admin'], view: TeamScreen },
];

const hash = signal(location.hash.slice(1));
addEventListener('hashchange', () => {
	hash.value = location.hash.slice(1);
	notice.value = null;
});

export function App({ call, session }: { call: Call; session: Session }) {
	const staff = session.staff.value;
	const heading = useRef<HTMLHeadingElement>(null);
	const allowed = staff ? SCREENS.filter((s) => s.roles.some((r) => staff.roles.includes(r))) : [];
	const current = allowed.find((s) => s.id === hash.value) ?? allowed[0];
	// a new screen: its heading takes the focus, so a screen reader starts there
	useEffect(() => heading.current?.focus(), [current?.id]);
	return (
		<>
			<header class="bar">
				<strong class="brand">{t('app.title')}</strong>
				{staff && (
					<nav aria-label={t('app.screens')}>
						{allowed.map((s) => (
							<a key={s.id} href={`#${s.id}`} aria-current={s === current ? 'page' : undefined}>
								{t(`nav.${s.id}`)}
							</a>
						))}
					</nav>
				)}
				<span class="who">
					<button
						type="button"
						lang={lang.value === 'zh' ? 'en' : 'zh'}
						onClick={() => setLanguage(lang.value === 'zh' ? 'en' : 'zh')}
					>
						{lang.value === 'zh' ? 'English' : '中文'}
					</button>
					{staff && (
						<>
							<span>{staff.user_name}</span>
							<button type="button" onClick={() => session.signOut()}>
								{t('app.signOut')}
							</button>
						</>
					)}
				</span>
			</header>
			<Notice />
			<main>
				{!staff || !current ? (
					<SignIn session={session} />
				) : (
					<>
						<h1 tabIndex={-1} ref={heading}>
							{t(`nav.${current.id}`)}
						</h1>
						<current.view call={call} />
					</>
				)}
			</main>
		</>
	);
}
