// Every environment variable loadConfig reads, in the order of docs/CONFIGURATION.md.
import { portalRules } from './portal-rules';
import { serviceRules } from './service-rules';
import type { Rule } from './checks';

export const rules = { ...portalRules, ...serviceRules } as const satisfies Record<
  string,
  Rule<unknown>
>;

export type RuleName = keyof typeof rules;
export type RuleValue<K extends RuleName> = (typeof rules)[K] extends Rule<infer T> ? T : never;

/** One variable as docs/CONFIGURATION.md lists it (`npm run docs:config` writes that page). */
export interface ConfigVariableDoc {
  name: string;
  description: string;
  default: string;
  requiredWhen: string | null;
  secret: boolean;
}

/** Every variable loadConfig reads, in the order of its rules: the one source of the docs. */
export function configVariableDocs(): ConfigVariableDoc[] {
  return Object.entries(rules).map(([name, rule]: [string, Rule<unknown>]) => ({
    name,
    description: rule.description,
    default: rule.default,
    requiredWhen: rule.requiredWhen ?? null,
    secret: rule.secret ?? false,
  }));
}
