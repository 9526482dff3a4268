// Staff accounts (admin): who holds which roles; new accounts, roles changed, authenticators reset, accounts disabled.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n.ts';
import type { ScreenProps } from '../screen-props.ts';
import { attempt, ReasonButton } from '../ui.tsx';
import { type Change, type Member, MemberCard, RolePicker } from './team-member.tsx';

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
	const change: Change = (m, path, body, done) => async (reason) => {
		const r = await attempt(
			() => call('POST', `/team/${m.id}${path}`, { ...body, reason }),
			() => done,
		);
		if (r) await load();
		return !!r;
	};
	return (
		<section>
			<ul class="cards">
				{list.map((m) => (
					<MemberCard key={m.id} m={m} change={change} />
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
				<RolePicker roles={roles} set={setRoles} />
				<ReasonButton label={t('team.create')} run={create} />
			</form>
		</section>
	);
}
