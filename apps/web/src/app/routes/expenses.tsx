import { PageHeader } from '../../components/layouts/page-header';
import { ExpensesReport, expensesMessages as m } from '../../features/expenses';

export default function ExpensesPage() {
  return (
    <main className="pb-12">
      <PageHeader title={m.title} intro={m.intro} />
      <ExpensesReport />
    </main>
  );
}
