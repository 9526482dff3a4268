// One staff account on the admin's screen: its roles changed, its authenticator reset, disabled or enabled, each
// with a reason; the server's refusal (yourself, the last admin) arrives in the notice.
import { useState } from 'preact/hooks';
import { t } from '../i18n.ts';
import { ReasonButton, when } from '../ui.tsx';

const ROLES = ['cashier', 'trader', 'support', 'admin'];
export interface Member {
	id: number;
	user_name: string;
	roles: string[];
	second_factor: boolean;
	disabled: boolean;
	created_at: string;
}
/** Sends one change to the account and says `done` when it went through; false when refused. */
export type Change = (m: Member, path: string, body: object, done: string) => (reason: string) => Promise<boolean>;

export function RolePicker({ roles, set }: { roles: string[]; set: (roles: string[]) => void }) {
	return (
		<fieldset>
			<legend>{t('team.roles')}</legend>
			{ROLES.map((r) => (
				<label key={r} class="check">
					<input
						type="checkbox"
						checked={roles.includes(r)}
						onChange={(e) => set(e.currentTarget.checked ? [...roles, r] : roles.filter((x) => x !== r))}
					/>
					{t(`role.${r}`)}
				</label>
			))}
		</fieldset>
	);
}

export function MemberCard({ m, change }: { m: Member; change: Change }) {
	const [roles, setRoles] = useState(m.roles);
	const done = t('team.updated', { name: m.user_name });
	return (
		<li class="card" aria-label={m.user_name}>
			<p class="row">
				<strong>{m.user_name}</strong>
				<span>{m.roles.map((r) => t(`role.${r}`)).join(' · ')}</span>
			</p>
			<p class="muted">
				{when(m.created_at)} · {m.second_factor ? t('team.twoFactor') : t('team.noTwoFactor')} ·{' '}
				{m.disabled ? t('team.disabled') : t('team.active')}
			</p>
			<RolePicker roles={roles} set={setRoles} />
			<div class="actions">
				<ReasonButton
					label={t('team.saveRoles')}
					// refused: the boxes show the roles the account still has
					run={(reason) => change(m, '', { roles }, done)(reason).then((ok) => ok || setRoles(m.roles))}
				/>
				<ReasonButton
					label={t('team.resetFactor')}
					run={change(m, '/second-factor/reset', {}, t('team.factorReset', { name: m.user_name }))}
				/>
				<ReasonButton
					label={m.disabled ? t('team.enable') : t('team.disable')}
					danger={!m.disabled}
					run={change(m, '', { disabled: !m.disabled }, done)}
				/>
			</div>
		</li>
	);
}
