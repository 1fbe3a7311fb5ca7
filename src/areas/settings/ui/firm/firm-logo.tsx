import { useEffect, useId, useState } from 'react';
import { refusalOf } from '../../../../core/api/refusal.ts';
import { uploadLogo } from '../../../../core/clients/logo-calls.ts';
import { LOGO_ACCEPT, logoFileProblem } from '../../model/logo-file.ts';
import { FileField, UploadProgressBar } from '../../../../review-kit/upload/upload-parts.tsx';
import { useFileUpload } from '../../../../review-kit/upload/use-file-upload.ts';
import { useDirtyReporter } from '../../../../ui/form/dirty-forms.tsx';
import { FormProblem } from '../../../../ui/form/form-problem.tsx';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { Button } from '../../../../ui/primitives/button.tsx';
import { Spinner } from '../../../../ui/primitives/spinner.tsx';
import { showSuccessToast } from '../../../../ui/toasts/toast.ts';
import { useClientChange } from '../use-settings-save.ts';
import { LOGO_TEXTS, logoProblemText } from './firm-texts.ts';
import { LogoFrame } from './logo-frame.tsx';
import { useShownImage, useStoredLogo } from './use-logo.ts';

/**
 * The firm's logo: the stored one, and for those who may change it a file picker whose choice is checked as the
 * service checks it before any byte is sent, previewed, and uploaded with a bar showing how much has gone.
 */
export function FirmLogo({ clientId, logoUrl, canChange }: { clientId: string; logoUrl: string | null; canChange: boolean }) {
  const session = useSession();
  const change = useClientChange(clientId);
  const stored = useStoredLogo(clientId, logoUrl);
  const storedPicture = useShownImage(stored.data);
  const { file, setFile, problem, setProblem, progress, setProgress, begin, landed, cancel } = useFileUpload();
  const chosenPicture = useShownImage(file && !problem ? file : null);
  const [sending, setSending] = useState(false);
  // The picker keeps the name of what was chosen; a new key empties it once the choice is dropped.
  const [pickerKey, setPickerKey] = useState(0);
  const fieldId = useId();
  const problemId = useId();
  const reportDirty = useDirtyReporter();
  // A chosen logo not yet uploaded is an unsaved change; a refused one is not (there is nothing to keep).
  useEffect(() => reportDirty(file !== null && problem === null), [file, problem, reportDirty]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const refused = chosen ? logoFileProblem(chosen) : null;
    setProblem(chosen && refused ? logoProblemText(chosen.name, refused) : null);
  };
  const drop = () => {
    cancel();
    setSending(false);
    setPickerKey((key) => key + 1);
  };
  const send = async () => {
    if (!file) return setProblem(LOGO_TEXTS.required);
    if (problem || sending) return;
    setSending(true);
    const signal = begin(file);
    try {
      const answer = await change(async () => {
        const sent = await uploadLogo(session, { clientId, file, onProgress: setProgress, signal });
        landed();
        return sent;
      });
      drop();
      void showSuccessToast(answer.message);
    } catch (error) {
      // Cancelled by the person: nothing to explain.
      if (signal.aborted) return;
      setProblem(LOGO_TEXTS.failed(refusalOf(error).message));
      setSending(false);
    }
  };

  const noPicture =
    logoUrl === null || stored.data === null ? (
      LOGO_TEXTS.none
    ) : stored.status === 'error' || storedPicture.unshown ? (
      LOGO_TEXTS.loadFailed
    ) : (
      <Spinner label={LOGO_TEXTS.loading} />
    );
  const chosen = file && !problem ? file : null;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-4">
        <LogoFrame caption={LOGO_TEXTS.current} src={storedPicture.url}>
          {noPicture}
        </LogoFrame>
        {chosen && (chosenPicture.url || chosenPicture.unshown) ? (
          <LogoFrame caption={LOGO_TEXTS.chosen(chosen.name)} src={chosenPicture.url}>
            {LOGO_TEXTS.noPreview}
          </LogoFrame>
        ) : null}
      </div>
      {canChange ? (
        <form
          noValidate
          className="max-w-xl space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <FileField
            key={pickerKey}
            id={fieldId}
            label={LOGO_TEXTS.file}
            accept={LOGO_ACCEPT}
            disabled={sending}
            problemId={problem ? problemId : null}
            onChoose={choose}
          />
          <FormProblem problem={problem} id={problemId} />
          {sending && file ? <UploadProgressBar fileName={file.name} progress={progress} texts={LOGO_TEXTS} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={!file || problem !== null || sending} aria-busy={sending || undefined}>
              {LOGO_TEXTS.upload}
            </Button>
            {file ? (
              <Button variant="ghost" onClick={drop}>
                {LOGO_TEXTS.cancel}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
    </div>
  );
}
