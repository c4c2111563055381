export { WelcomeGenerator } from './components/welcome-generator';
export { welcomeMessages } from './messages';
export {
  addInterest,
  generateWelcomeMessage,
  isNameValid,
  removeInterest,
  SHOWN_SUGGESTIONS,
  type WelcomeState,
} from './welcome-rules';
