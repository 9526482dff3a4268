// Staff accounts (admin): who holds which roles; new accounts, roles changed, accounts disabled.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n.ts';
import type { ScreenProps } from '../screen-props.ts';
import { attempt, ReasonButton, when } from '../ui.tsx';

const ROLES = ['cashier', 'trader', 'support', 'admin'];
interface Member {
	id: number;
	user_name: string;
	roles: string[];
	second_factor: boolean;
	disabled: boolean;
	created_at: string;
}

export function TeamScreen({ call }: ScreenProps) {
	const [list, setList] = useState<Member[]>([]);
	const [name, setName] = useState('');
	const [password, setPassword] = useState('');
	const [roles, setRoles] = useState<string[]>(['cashier']);
	const load = () => attempt(async () => setList((await call<{ list: Member[] }>('GET', '/team')).list));
	useEffect(() => void load(), []);
	const create = (reason: string) =>
		attempt(
			() => call('POST', '/team', { user_name: name, password, roles, reason }),
			() => t('team.created', { name }),
		).then((r) => r && load());
	const toggle = (m: Member) => (reason: string) =>
		attempt(
			() => call('POST', `/team/${m.id}`, { disabled: !m.disabled, reason }),
			() => t('team.updated', { name: m.user_name }),
		).then((r) => r && load());
	return (
		<section>
			<ul class="cards">
				{list.map((m) => (
					<li key={m.id} class="card">
						<p class="row">
							<strong>{m.user_name}</strong>
							<span>{m.roles.map((r) => t(`role.${r}`)).join(' · ')}</span>
						</p>
						<p class="muted">
							{when(m.created_at)} · {m.second_factor ? t('team.twoFactor') : t('team.noTwoFactor')} ·{' '}
							{m.disabled ? t('team.disabled') : t('team.active')}
						</p>
						<ReasonButton
							label={m.disabled ? t('team.enable') : t('team.disable')}
							danger={!m.disabled}
							run={toggle(m)}
						/>
					</li>
				))}
			</ul>
			<form class="card narrow" onSubmit={(e) => e.preventDefault()} aria-labelledby="new-staff">
				<h2 id="new-staff">{t('team.new')}</h2>
				<label>
					{t('signIn.name')}
					<input value={name} onInput={(e) => setName(e.currentTarget.value)} />
				</label>
				<label>
					{t('team.firstPassword')}
					<input
						type="password"
						autoComplete="new-password"
						value={password}
						onInput={(e) => setPassword(e.currentTarget.value)}
					/>
				</label>
				<fieldset>
					<legend>{t('team.roles')}</legend>
					{ROLES.map((r) => (
						<label key={r} class="check">
							<input
								type="checkbox"
								checked={roles.includes(r)}
								onChange={(e) => setRoles(e.currentTarget.checked ? [...roles, r] : roles.filter((x) => x !== r))}
							/>
							{t(`role.${r}`)}
						</label>
					))}
				</fieldset>
				<ReasonButton label={t('team.create')} run={create} />
			</form>
		</section>
	);
}
