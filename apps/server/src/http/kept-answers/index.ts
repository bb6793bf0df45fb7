export { AnswerCache, DEFAULT_ANSWER_CACHE_LIMITS, type AnswerStamp } from './answer-cache';
export { registerKeptAnswers, sendKeptAnswer } from './kept-answers';
