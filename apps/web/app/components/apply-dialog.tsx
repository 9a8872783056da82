import { lazy, Suspense, useState } from 'react';
import { TEXTS } from '@roombook/domain/messages';
import { Button } from '@roombook/ui/Button';

const loadDialog = () => import('./apply-dialog-content');
const ApplyDialog = lazy(loadDialog);

/**
 * The 'Apply for company account' button (spec §2). Its dialog (apply-dialog-content.tsx) is a chunk of
 * its own, fetched when the pointer or focus comes to the button and at the latest when it is pressed;
 * once there it stays mounted, so that it can animate out.
 */
export function ApplyForCompanyAccount() {
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadDialog();
  return (
    <>
      <Button
        variant="secondary"
        fullWidth
        onHoverStart={prefetch}
        onFocus={prefetch}
        onPress={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {TEXTS.signIn.apply}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ApplyDialog isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
