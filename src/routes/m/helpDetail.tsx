import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { loadHelpArticle } from '../../screens/help/loaders';
import { HelpDetailScreen } from '../../screens/help/HelpDetailScreen';
import { helpDetailSearch } from './-search';

export const Route = createFileRoute('/m/helpDetail')({
  staticData: page(msg`Help details`),
  validateSearch: helpDetailSearch,
  loaderDeps: ({ search }) => ({ id: search.id ?? null }),
  loader: ({ context, deps }) => loadHelpArticle(context, deps.id),
  component: HelpDetailRoute,
});

function HelpDetailRoute() {
  const { id } = Route.useSearch();
  return <HelpDetailScreen id={id ?? null} />;
}
