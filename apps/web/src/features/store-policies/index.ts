export { AboutPageArticle } from './components/about-page-article';
export { AboutPageEditor } from './components/about-page-editor';
export { StorePolicyArticle } from './components/store-policy-article';
export { STORE_POLICY_MESSAGES } from './messages';
export { StorePoliciesEditor } from './components/store-policies-editor';
