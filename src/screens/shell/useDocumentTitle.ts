import { useEffect } from 'react';

/** The document's title names the page: `<title> · WinPlay`. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title === undefined ? 'WinPlay' : `${title} · WinPlay`;
  }, [title]);
}
