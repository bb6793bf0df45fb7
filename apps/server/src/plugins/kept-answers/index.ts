export { AnswerCache, answerCacheLimits, type AnswerStamp } from './answer-cache';
export { answerStamp } from './answer-stamp';
export { storeAnswers, storedAnswer, type KeptAnswer } from './answer-store';
export { registerKeptAnswers, sendKeptAnswer } from './kept-answers';
