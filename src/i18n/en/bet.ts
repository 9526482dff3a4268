// The 'bet' area: the shared bet rule messages plus the order form's own text; registered when the form loads.
import { betMessagesEn } from '../../../shared/bets/messages-en.ts';
import { nestMessages } from './bet-nest.ts';
import { betSlipEn } from './bet-slip.ts';

export const betFormEn = {
	form: 'Bet order form',
	betType: 'Bet type',
	leg1: 'Race',
	leg2: 'Second leg race',
	chooseRace: 'Choose a race',
	stake: 'Stake per combination ($)',
	converted: 'Cost at exchange rate {{rate}}',
	submit: 'Place bet',
	submitting: 'Placing…',
	reset: 'Reset',
	close: 'Close',
	offline: 'You are offline. Your bet is kept: place it again once you are back online.',
	placed: 'Bet placed',
	pending: 'A previous attempt may have reached us: placing again will not charge twice.',
	noRunners: 'Choose a race to see its runners.',
	loadingRunners: 'Loading runners…',
	inList: '{{list}}: {{problem}}',
	runnersFailed: 'The runners could not be loaded. Check your connection.',
};

export default { ...nestMessages(betMessagesEn, 'bet'), ...betFormEn, slip: betSlipEn };
