import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Banner, type BannerVariant } from './Banner.js';
import { Button } from './Button.js';

export default { title: 'Primitives / Banner' } satisfies StoryDefault;

/** Both variants: a note read in place and an alert; the icon's name says which. */
export const Variants = () => (
  <>
    <Banner>Balances are updated every night.</Banner>
    <Banner variant="alert">The last import failed. Try again.</Banner>
  </>
);

/** An alert that appears after an action, which is when screen readers announce it. */
export const AlertAfterAction = () => {
  const [failed, setFailed] = useState(false);
  return (
    <>
      {failed && <Banner variant="alert">Import failed: the file is empty.</Banner>}
      <Button
        onClick={() => {
          setFailed(true);
        }}
      >
        Import customers
      </Button>
    </>
  );
};

interface PlaygroundProps {
  variant: BannerVariant;
  message: string;
}

/** Flip the variant and edit the message in the controls. */
export const Playground: Story<PlaygroundProps> = ({ variant, message }) => (
  <Banner variant={variant}>{message}</Banner>
);
Playground.args = { variant: 'info', message: 'Edit this message in the controls.' };
Playground.argTypes = {
  variant: { options: ['info', 'alert'], control: { type: 'radio' } },
};
