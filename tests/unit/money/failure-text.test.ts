import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError, EXPIRED, NETWORK, REJECTED, TIMEOUT } from '../../../src/api/errors.ts';
import { failureText, reasonOf, sendFailureText } from '../../../src/state/common/failure-text.ts';

const t = (key: string) => `<${key}>`;

// ---
const Text = suite('what a failure tells the player');

Text('a failure says its own translated text, else the fallback', () => {
	assert.is(failureText(new ApiError(REJECTED, 'Insufficient balance', 400, 400), 'fb'), 'Insufficient balance');
	assert.is(failureText(new ApiError(TIMEOUT, 'Request timed out'), 'fb'), 'Request timed out');
	assert.is(failureText(new Error(''), 'fb'), 'fb', 'an empty message falls back');
	assert.is(failureText({ message: 'not an Error' }, 'fb'), 'fb');
	assert.is(reasonOf('plain'), 'plain', 'a read that threw a string says it');
});

Text('a money send says the server answer, else Failed to submit form, and nothing after the session said so', () => {
	assert.is(sendFailureText(new ApiError(REJECTED, 'Odds have changed', 409, 409), t), 'Odds have changed');
	assert.is(sendFailureText(new ApiError(REJECTED, '', 503, 503), t), '<errors.submitFailed>');
	assert.is(sendFailureText(new ApiError(NETWORK, 'Network connection error'), t), '<errors.submitFailed>');
	assert.is(sendFailureText(new ApiError(TIMEOUT, 'Request timed out'), t), '<errors.submitFailed>');
	assert.is(sendFailureText(new TypeError('x is undefined'), t), '<errors.submitFailed>', 'a bug is not shown');
	assert.is(sendFailureText(new ApiError(EXPIRED, 'Login has expired', 401, 401), t), null);
});

Text.run();
