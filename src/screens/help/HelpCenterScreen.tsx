import { Trans } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { HelpTopic } from '../../../contract';
import { helpListQuery } from '../../api/inboxQueries';
import { useCurrentLanguage } from '../../app/languageChanges';
import { QueryContent } from '../../ui/QueryContent';
import './help.css';

/**
 * `/m/help` (shell-and-content §2, §7): the help topics by category, in the language on screen. A
 * language change asks again; the old titles stay (marked busy) until the new ones come.
 */
export function HelpCenterScreen() {
  const language = useCurrentLanguage();
  const query = useQuery({ ...helpListQuery(language), placeholderData: keepPreviousData });
  return (
    <main className="page help" aria-busy={query.isPlaceholderData}>
      <QueryContent
        query={query}
        loadingClass="help__status"
        messageClass="help__status"
        empty={{ when: (topics) => topics.length === 0, message: <Trans>No help topics yet</Trans> }}
      >
        {(topics) =>
          byCategory(topics).map(([category, inCategory]) => (
            <section key={category} className="help__category">
              <h2 className="help__category-title">{category}</h2>
              <ul className="help__topics">
                {inCategory.map((topic) => (
                  <li key={topic.id}>
                    <Link to="/m/helpDetail" search={{ id: topic.id }} className="help__topic">
                      {topic.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        }
      </QueryContent>
    </main>
  );
}

/** The topics grouped by category, the categories in the order their first topic comes. */
function byCategory(topics: readonly HelpTopic[]): Array<[string, HelpTopic[]]> {
  const groups = new Map<string, HelpTopic[]>();
  for (const topic of topics) groups.set(topic.category, [...(groups.get(topic.category) ?? []), topic]);
  return [...groups];
}
