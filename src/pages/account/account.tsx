// the balance error uses the shared form text style (.auth-error) that styles/form.css carries:
import '../../styles/form.css';
import '../../styles/wallet.css';
import { useEffect } from 'preact/hooks';
import { BalanceText, balanceText } from '../../components/balance-text.tsx';
import { Header } from '../../components/header.tsx';
import { Spinner } from '../../components/loading.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { SaferAccount } from '../../components/safer/safer-account.tsx';
import { type Lang, lang, setLanguage, t } from '../../i18n/index.ts';
import { session } from '../../state/session/session.ts';
import { confirmModal } from '../../state/shell/modal.ts';
import { network } from '../../state/shell/network-model.ts';
import { wallet } from '../../state/wallet/wallet.ts';

const LINKS: [path: string, title: string][] = [
	['/pages/recharge/recharge', 'recharge'],
	['/pages/recharge/record', 'rechargeRecord'],
	['/pages/withdraw/withdraw', 'withdraw'],
	['/pages/withdraw/record', 'withdrawRecord'],
	['/pages/bankCard/bankCard', 'bankCard'],
	['/pages/statement/statement', 'statement'],
	['/pages/order/list', 'order'],
	['/pages/order/sport_list', 'sportOrder'],
	['/pages/shop/shop', 'shop'],
	['/pages/invitation/index', 'invitation'],
	['/pages/changePassword/changePassword', 'changePassword'],
	['/pages/rule/rule', 'rule'],
	['/pages/about/about', 'about'],
];

// each language is named in itself, so a player can find theirs whatever is showing:
const LANGUAGES: [Lang, string][] = [
	['en', 'English'],
	['zh', '中文'],
];

async function logout() {
	const ok = await confirmModal({ title: t('account.logout'), content: t('account.logoutConfirm') });
	if (ok) session.logout();
}

function Balance() {
	const status = wallet.balanceStatus.value;
	const text = balanceText(session, Date.now(), network.online.value);
	return (
		<button
			type="button"
			class="w-balance"
			aria-label={`${t('account.balance')}: ${text}. ${t('account.refreshBalance')}`}
			aria-busy={status === 'loading'}
			onClick={() => void wallet.refreshBalance()}
		>
			<span class="w-big account-balance">
				<BalanceText />
			</span>
			{status === 'loading' ? <Spinner /> : <span aria-hidden="true">↻</span>}
		</button>
	);
}

export default function AccountPage(_props: PageProps) {
	useEffect(() => void wallet.refreshBalance(), []);
	const current = lang.value;
	return (
		<>
			<Header title={t('titles.account')} back={false} />
			<section class="w-card">
				<h2 class="account-name">{session.userName.value}</h2>
				{session.userId.value && <p class="w-muted">{t('account.userId', { id: session.userId.value })}</p>}
				<p class="w-muted">{t('account.balance')}</p>
				<Balance />
				{wallet.balanceStatus.value === 'error' && (
					<p class="auth-error" role="alert">
						{t('account.balanceFailed')}
					</p>
				)}
				{/* the two things a player does with a balance, beside it: */}
				<p class="w-actions account-money">
					<a class="btn btn-primary" href="#/pages/recharge/recharge">
						{t('wallet.deposit')}
					</a>
					<a class="btn" href="#/pages/withdraw/withdraw">
						{t('wallet.withdrawIt')}
					</a>
				</p>
			</section>
			<nav aria-label={t('account.links')}>
				<ul class="w-links">
					{LINKS.map(([path, title]) => (
						<li key={path}>
							<a href={`#${path}`}>{t(`titles.${title}`)}</a>
						</li>
					))}
				</ul>
			</nav>
			<SaferAccount />
			<fieldset class="w-card w-lang">
				<legend>{t('account.language')}</legend>
				{LANGUAGES.map(([code, name]) => (
					<button
						key={code}
						type="button"
						class="btn"
						lang={code === 'zh' ? 'zh-CN' : 'en'}
						aria-pressed={current === code}
						onClick={() => void setLanguage(code)}
					>
						{name}
					</button>
				))}
			</fieldset>
			<button type="button" class="btn w-logout" onClick={() => void logout()}>
				{t('account.logout')}
			</button>
		</>
	);
}
