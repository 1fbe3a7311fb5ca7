import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ModifyBlogJobPublicationTitleDocument } from '../../../../../core/api/generated/operations.ts';
import { refreshAfterBlogChange } from '../../../api/blog-mutations.ts';
import type { BlogPost } from '../../../api/blog-post-query.ts';
import { useSession } from '../../../../../ui/hooks/use-session.tsx';
import { Button } from '../../../../../ui/primitives/button.tsx';
import { Input } from '../../../../../ui/primitives/input.tsx';
import { showSuccessToast } from '../../../../../ui/toasts/toast.ts';
import { NO_PUBLICATION_TITLE, PUBLICATION_TITLE_LABEL, PUBLICATION_TITLE_REQUIRED, SAVE_PUBLICATION_TITLE } from '../content-texts.ts';

/**
 * The title the post goes out under (it may differ from the working title). Editable by people who may
 * review the post while it can still change; otherwise shown as text. A failure stays beside the input,
 * with what was typed kept.
 */
export function PublicationTitleForm({ post, clientId, canEdit }: { post: BlogPost; clientId: string; canEdit: boolean }) {
  const session = useSession();
  const inputId = useId();
  const problemId = useId();
  const [value, setValue] = useState(post.publicationTitle ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  // A saved title (this person's or someone else's) shows in the input without remounting it, so focus stays.
  useEffect(() => setValue(post.publicationTitle ?? ''), [post.publicationTitle]);
  const mutation = useMutation({
    mutationFn: async (publicationTitle: string) =>
      (await session.graphql.request(ModifyBlogJobPublicationTitleDocument, { input: { blogJobId: post.id, publicationTitle } }))
        .modifyBlogJobPublicationTitle,
    onSuccess: (result) => {
      void showSuccessToast(result.message);
      void refreshAfterBlogChange(session, clientId);
    },
    onError: (error) => setProblem(error.message),
  });

  if (!canEdit) {
    return (
      <div className="space-y-1">
        <p className="text-sm font-medium">{PUBLICATION_TITLE_LABEL}</p>
        <p>{post.publicationTitle || <span className="text-fp-muted">{NO_PUBLICATION_TITLE}</span>}</p>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = value.trim();
    if (!title) return setProblem(PUBLICATION_TITLE_REQUIRED);
    mutation.mutate(title);
  };

  return (
    <form className="space-y-1" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="text-sm font-medium">
        {PUBLICATION_TITLE_LABEL}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
        />
        <Button type="submit" variant="outline" disabled={mutation.isPending}>
          {SAVE_PUBLICATION_TITLE}
        </Button>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-fp-danger">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
