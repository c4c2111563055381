export { StorePolicyArticle } from './components/store-policy-article';
export { STORE_POLICY_MESSAGES } from './messages';
export { StorePoliciesEditor } from './components/store-policies-editor';
