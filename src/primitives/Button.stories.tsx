import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button, type ButtonVariant } from './Button.js';

export default { title: 'Primitives / Button' } satisfies StoryDefault;

const row = { display: 'flex', alignItems: 'center', gap: 8 } as const;

/** The three weights: default, primary and invisible. */
export const Variants = () => (
  <div style={row}>
    <Button>Cancel</Button>
    <Button variant="primary">Save</Button>
    <Button variant="invisible">Edit</Button>
  </div>
);

/** Your styles win over the Button's: an Emotion `css` prop (or a `className`) comes after them. */
export const Restyled = () => (
  <div style={row}>
    <Button css={{ borderRadius: 999, paddingInline: 20 }}>Pill</Button>
    <Button variant="primary" css={{ borderRadius: 0 }}>
      Square
    </Button>
  </div>
);

/** Disabled buttons are dimmed and skipped by Tab. */
export const Disabled = () => (
  <div style={row}>
    <Button>Before</Button>
    <Button disabled>Cancel</Button>
    <Button variant="primary" disabled>
      Save
    </Button>
    <Button variant="invisible" disabled>
      Edit
    </Button>
    <Button>After</Button>
  </div>
);

/** An invisible trigger keeps its hover fill while the menu it controls is open. */
export const InvisibleTrigger = () => {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button
        variant="invisible"
        aria-expanded={open}
        aria-controls="invisible-trigger-menu"
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        Actions for Ada
      </Button>
      <ul id="invisible-trigger-menu" aria-label="Ada's actions" hidden={!open}>
        <li>Edit</li>
        <li>Archive</li>
      </ul>
    </div>
  );
};

/** Inside a form, a Button does not submit unless it is `type="submit"`. */
export const InForm = () => {
  const [added, setAdded] = useState(0);
  const [submitted, setSubmitted] = useState(0);
  return (
    <form
      style={row}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted((count) => count + 1);
      }}
    >
      <Button
        onClick={() => {
          setAdded((count) => count + 1);
        }}
      >
        Add row
      </Button>
      <Button type="submit" variant="primary">
        Submit
      </Button>
      <output>
        Rows added: {added}. Submitted: {submitted}.
      </output>
    </form>
  );
};

interface PlaygroundProps {
  variant: ButtonVariant;
  disabled: boolean;
  label: string;
}

/** Flip the variant and the disabled state in the controls. */
export const Playground: Story<PlaygroundProps> = ({ variant, disabled, label }) => (
  <Button variant={variant} disabled={disabled}>
    {label}
  </Button>
);
Playground.args = { variant: 'default', disabled: false, label: 'Button' };
Playground.argTypes = {
  variant: { options: ['default', 'primary', 'invisible'], control: { type: 'radio' } },
};
