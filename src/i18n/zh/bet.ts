// The Chinese 'bet' area: rule messages plus the order form's own text.
import { betMessagesZh } from '../../../shared/bets/messages-zh.ts';
import type { betFormEn } from '../en/bet.ts';
import { nestMessages } from '../en/bet-nest.ts';
import { betSlipZh } from './bet-slip.ts';

const betFormZh: Record<keyof typeof betFormEn, string> = {
	form: '投注单',
	betType: '投注类型',
	leg1: '赛事',
	leg2: '第二关赛事',
	chooseRace: '请选择赛事',
	stake: '每注金额（$）',
	converted: '按汇率 {{rate}} 折算金额',
	submit: '确认投注',
	submitting: '投注中…',
	close: '关闭',
	reset: '重置',
	offline: '当前离线，投注单已保留，恢复网络后请再次提交。',
	placed: '投注成功',
	pending: '上次提交可能已送达：再次提交不会重复扣款。',
	noRunners: '请先选择赛事以查看参赛马匹。',
	loadingRunners: '正在加载参赛马匹…',
	inList: '{{list}}：{{problem}}',
	runnersFailed: '无法加载参赛马匹，请检查网络连接。',
};

export default { ...nestMessages(betMessagesZh, 'bet'), ...betFormZh, slip: betSlipZh };
