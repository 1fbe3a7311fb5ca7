import { useState } from 'react';
import { EditableList } from '../../../../ui/form/editable-list.tsx';
import { KeywordListEditor } from './keyword-list-editor.tsx';
import { KeywordListItem, type KeywordList } from './keyword-list-item.tsx';
import { KEYWORD_TEXT } from './keyword-texts.ts';
import { useKeywordListChanges } from './use-keyword-list-changes.ts';

export interface KeywordListsProps {
  lists: readonly KeywordList[];
  clientId: string;
  clientName: string | null;
  canChange: boolean;
}

/** The firm's keyword lists, each edited in place; after a save, what tidying removed is said below them. */
export function KeywordLists({ lists, clientId, clientName, canChange }: KeywordListsProps) {
  const changes = useKeywordListChanges({ clientId, clientName });
  const [note, setNote] = useState<string | null>(null);
  const otherNames = (id: string | null) => lists.filter((other) => other.id !== id).map((other) => other.name);
  return (
    <EditableList
      items={lists}
      canChange={canChange}
      label={KEYWORD_TEXT.listsLabel}
      texts={KEYWORD_TEXT}
      renderItem={(list, actions) => <KeywordListItem key={list.id} list={list} actions={actions} />}
      renderEditor={(list, close) => (
        <KeywordListEditor
          list={list}
          otherNames={otherNames(list?.id ?? null)}
          save={list ? (values) => changes.update(list.id, values) : changes.add}
          onSaved={(name, removed) => {
            setNote(removed && KEYWORD_TEXT.savedNote(name, removed));
            close();
          }}
          onCancel={close}
        />
      )}
      deleteDescription={(list) => KEYWORD_TEXT.deleteDescription(list.keywords.length)}
      onDelete={(list) => changes.remove(list.id)}
      onEditStart={() => setNote(null)}
      status={note}
    />
  );
}
