// One staff account on the admin's screen: its roles granted and removed, the account disabled or enabled, the
// authenticator reset after a lost phone; each with a reason, and refused by the server as the API refuses it.
import { useEffect, useState } from 'preact/hooks';
import type { Call } from '../api.ts';
import { t } from '../i18n.ts';
import { attempt, ReasonButton, when } from '../ui.tsx';

export const ROLES = ['cashier', 'trader', 'support', 'admin'];
export interface Member {
	id: number;
	user_name: string;
	roles: string[];
	second_factor: boolean;
	disabled: boolean;
	created_at: string;
}

export function TeamMember({ m, call, reload }: { m: Member; call: Call; reload: () => Promise<unknown> }) {
	const [roles, setRoles] = useState(m.roles);
	// the boxes follow the account as the server last gave it:
	useEffect(() => setRoles(m.roles), [m.roles.join()]);
	const change = (body: object, done: string) => async (reason: string) => {
		const ok = await attempt(
			() => call('POST', `/team/${m.id}`, { ...body, reason }),
			() => done,
		);
		if (ok) await reload();
	};
	const resetFactor = async (reason: string) => {
		const ok = await attempt(
			() => call('POST', `/team/${m.id}/second-factor/reset`, { reason }),
			() => t('team.factorReset', { name: m.user_name }),
		);
		if (ok) await reload();
	};
	const name = { name: m.user_name };
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
			<fieldset>
				<legend>{t('team.rolesOf', name)}</legend>
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
			<div class="actions">
				<ReasonButton label={t('team.saveRoles')} run={change({ roles }, t('team.rolesSaved', name))} />
				{m.second_factor && <ReasonButton label={t('team.resetFactor')} danger run={resetFactor} />}
				<ReasonButton
					label={m.disabled ? t('team.enable') : t('team.disable')}
					danger={!m.disabled}
					run={change(
						{ disabled: !m.disabled },
						m.disabled ? t('team.enabledDone', name) : t('team.disabledDone', name),
					)}
				/>
			</div>
		</li>
	);
}
