import type { ESLint, Rule } from 'eslint';

export declare const noHandMadeEndpointCall: Rule.RuleModule;
export declare const endpointsPlugin: ESLint.Plugin;
