import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { errorCodes } from '../../../contract';
import { helpArticleQuery } from '../../api/inboxQueries';
import { ApiError } from '../../api/errors';
import { useCurrentLanguage } from '../../app/languageChanges';
import { OperatorHtml } from '../../ui/html/OperatorHtml';
import { QueryContent } from '../../ui/QueryContent';
import './help.css';

/** `/m/helpDetail?id=`: one help article in the language on screen; an unknown id says so. */
export function HelpDetailScreen({ id }: { id: number | null }) {
  return id === null ? <ArticleNotFound /> : <HelpArticle id={id} />;
}

function HelpArticle({ id }: { id: number }) {
  const language = useCurrentLanguage();
  // After a language change the article stays (marked busy) until it comes in the new language.
  const query = useQuery({
    ...helpArticleQuery(id, language),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
  if (query.data === undefined && query.isError && !query.isFetching && isNotFound(query.error)) return <ArticleNotFound />;
  return (
    <main className="page help" aria-busy={query.isPlaceholderData}>
      <QueryContent query={query} loadingClass="help__status" messageClass="help__status">
        {(article) => (
          <article className="help-article">
            <p className="help-article__category muted">{article.category}</p>
            <h2 className="help-article__title">{article.title}</h2>
            <OperatorHtml html={article.content} className="help-article__content" />
          </article>
        )}
      </QueryContent>
    </main>
  );
}

function ArticleNotFound() {
  return (
    <main className="page page--centered">
      <p>
        <Trans>This help article does not exist.</Trans>
      </p>
      <Link to="/m/help" className="button button--primary">
        <Trans>Back to the help centre</Trans>
      </Link>
    </main>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === errorCodes.notFound || error.status === 404);
}
