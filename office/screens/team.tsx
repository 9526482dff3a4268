// Staff accounts (admin): who holds which roles (each changed in team-member.tsx), and new accounts.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n.ts';
import type { ScreenProps } from '../screen-props.ts';
import { attempt, ReasonButton } from '../ui.tsx';
import { type Member, ROLES, TeamMember } from './team-member.tsx';

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
	return (
		<section>
			<ul class="cards">
				{list.map((m) => (
					<TeamMember key={m.id} m={m} call={call} reload={load} />
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
