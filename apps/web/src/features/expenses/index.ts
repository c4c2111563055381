export { ExpensesReport } from './components/expenses-report';
export { expensesMessages } from './messages';
