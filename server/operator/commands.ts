// Operator commands, one implementation for the CLI (direct) and /api/admin/run (through the server).
import type { Deps } from '../deps.ts';
import { auditLedger } from '../domain/audit.ts';
import { DomainError, OperatorError } from '../domain/errors.ts';
import { readAudit } from '../domain/staff/audit.ts';
import { searchTopups } from '../domain/staff/money.ts';
import { playerFile } from '../domain/staff/players.ts';
import { topupIdOf } from '../domain/wallet/topup-reference.ts';
import { listTopups, topupView } from '../domain/wallet/topups.ts';
import { listWithdrawals, withdrawalView } from '../domain/wallet/withdrawals.ts';
import { parseMoney } from '../http/money.ts';
import { fieldError } from '../http/rules.ts';
import { messageFor } from '../i18n/messages.ts';
import { parseArgs } from './args.ts';
import { adjustBalance, createPlayer, findUser, resetPassword } from './players.ts';
import { RACES_USAGE, racesCommand } from './race-commands.ts';
import { runRaceNow, settleNow } from './racing.ts';
import { auditedRaces, decideRequest, playerAction } from './requests.ts';
import { saferReport } from './safer.ts';
import { staffCommand } from './staff.ts';

export interface Outcome {
	ok: boolean;
	output: unknown;
}

export const USAGE = `commands:
  topups list [--status pending|approved|rejected|failed] [--page N]
  topups search <reference|player|amount>
  topups approve <id|reference> [--reason <text>]
  topups reject <id|reference> --reason <text>
  withdrawals list [--status pending|paid|rejected] [--page N]
  withdrawals pay <id> [--reason <text>]
  withdrawals reject <id> --reason <text>
  adjust <user_name> <amount> --reason <text>     (amount may be negative)
  create-player <user_name> <password> [--phone +15550001111]
  reset-password <user_name> <new_password>
  audit                                           (the ledger audit)
  audit-log [--staff NAME] [--action PREFIX] [--player NAME]   (staff actions, newest first)
  player <user_name>                              (orders, ledger, limits, sign-ins)
  suspend <user_name> --reason <text>
  unsuspend <user_name> --reason <text>
  exclude <user_name> <24h|7d|30d|6m|permanent> --reason <text>   (a self-exclusion the player asked for)
  staff create <user_name> <password> --roles cashier,trader,support,admin
  staff list
  settle                                          (close due races, declare results, settle race orders now)
  race-now <race_id>                              (start an open race now and run it: close, result, settle)
  safer <user_name>                               (safer-play limits, exclusion and their history)
${RACES_USAGE}`;

const id = (s: string | undefined) => {
	if (!s || !/^\d+$/.test(s)) throw new OperatorError('an id is required');
	return Number(s);
};
/** A top-up by its id or by the reference the player quoted (HC0000042). */
const topupId = (s: string | undefined) => {
	if (s && /^HC/i.test(s)) {
		const found = topupIdOf(s);
		if (found === null) throw new OperatorError(`${s} is not a valid reference (check digit)`);
		return found;
	}
	return id(s);
};
const reason = (flags: Record<string, string>) => {
	if (!flags.reason) throw new OperatorError('--reason is required');
	return flags.reason;
};
const page = (flags: Record<string, string>) => ({ page: Number(flags.page ?? 1) || 1, size: 50 });

async function run(deps: Deps, operator: string, argv: string[]): Promise<Outcome> {
	const args = parseArgs(argv);
	const {
		positional: [cmd, sub, a, b],
		flags,
	} = args;
	const key = cmd === 'topups' || cmd === 'withdrawals' ? `${cmd} ${sub}` : cmd;
	// the command line has no staff account: whoever holds the database or the server's token
	const actor = { staffId: null, name: `cli:${operator}` };
	switch (key) {
		case 'topups list': {
			const p = await listTopups(deps.db, null, page(flags), flags.status);
			return { ok: true, output: { ...p, list: p.list.map((r) => ({ ...topupView(r), user_id: r.user_id })) } };
		}
		case 'topups search':
			return { ok: true, output: await searchTopups(deps.db, { q: a ?? '', ...page(flags) }) };
		case 'topups approve':
		case 'topups reject':
		case 'withdrawals pay':
		case 'withdrawals reject':
			return {
				ok: true,
				output: await decideRequest(deps, actor, key, cmd === 'topups' ? topupId(a) : id(a), flags.reason),
			};
		case 'withdrawals list': {
			const p = await listWithdrawals(deps.db, null, page(flags), flags.status);
			return { ok: true, output: { ...p, list: p.list.map((r) => ({ ...withdrawalView(r), user_id: r.user_id })) } };
		}
		case 'adjust': {
			const negative = a?.startsWith('-');
			const parsed = parseMoney(Number(negative ? a!.slice(1) : a));
			if (!parsed.ok) throw fieldError('amount', parsed);
			const user = await findUser(deps.db, sub);
			const cents = negative ? -parsed.cents : parsed.cents;
			return { ok: true, output: await adjustBalance(deps, user, cents, reason(flags), operator) };
		}
		case 'create-player':
			return { ok: true, output: await createPlayer(deps, sub, a, flags.phone) };
		case 'reset-password':
			return { ok: true, output: await resetPassword(deps, await findUser(deps.db, sub), a) };
		case 'safer':
			return { ok: true, output: await saferReport(deps, sub) };
		case 'settle':
			return settleNow(deps);
		case 'race-now':
			return runRaceNow(deps, id(sub));
		case 'player':
			return { ok: true, output: await playerFile(deps, sub ?? '') };
		case 'suspend':
		case 'unsuspend':
		case 'exclude':
			return { ok: true, output: await playerAction(deps, actor, key, sub, a, reason(flags)) };
		case 'staff':
			return { ok: true, output: await staffCommand(deps, actor, sub, a, b, flags) };
		case 'audit-log':
			return {
				ok: true,
				output: await readAudit(
					deps.db,
					{ actor: flags.staff, action: flags.action, player: flags.player },
					page(flags),
				),
			};
		case 'races':
			return { ok: true, output: await auditedRaces(deps, actor, args, () => racesCommand(deps, operator, args)) };
		case 'audit': {
			const report = await auditLedger(deps.db);
			return { ok: report.ok, output: report };
		}
		default:
			return { ok: false, output: USAGE };
	}
}

const redact = (argv: string[]) =>
	argv[0] === 'create-player' || argv[0] === 'reset-password'
		? argv.slice(0, 2)
		: argv[0] === 'staff'
			? argv.slice(0, 3)
			: argv;

/** Runs one command and records who ran it, when, and how it ended. */
export async function runCommand(deps: Deps, operator: string, argv: string[]): Promise<Outcome> {
	let outcome: Outcome;
	try {
		outcome = await run(deps, operator, argv);
	} catch (err) {
		// a refused command is an outcome to record, not a crash:
		if (err instanceof OperatorError) outcome = { ok: false, output: err.message };
		else if (err instanceof DomainError) outcome = { ok: false, output: messageFor('en', err.code, err.params) };
		else throw err;
	}
	await deps.db.query(
		'INSERT INTO operator_audit (operator, command, args, outcome, created_at) VALUES ($1, $2, $3, $4, $5)',
		[operator, argv[0] ?? '', JSON.stringify(redact(argv)), outcome.ok ? 'ok' : 'failed', deps.clock.now()],
	);
	return outcome;
}
