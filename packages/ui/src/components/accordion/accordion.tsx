import { createContext, useContext, useId, useRef, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from '../icon';
import { mergeRefs } from '../../utils/merge-refs';
import { moveFocus } from '../../utils/roving-focus';
import { useControllableState } from '../../utils/use-controllable-state';
import { StyledAccordion, StyledContent, StyledHeading, StyledItem, StyledTrigger } from './accordion.styles';

interface AccordionContextValue {
  open: string[];
  toggle: (value: string) => void;
  headingLevel: 2 | 3 | 4 | 5 | 6;
}

const AccordionContext = createContext<AccordionContextValue | null>(null);
const ItemContext = createContext<{ value: string; baseId: string; disabled: boolean } | null>(null);

function useAccordion(part: string) {
  const accordion = useContext(AccordionContext);
  if (!accordion) throw new Error(`<${part}> must be used inside <Accordion>.`);
  return accordion;
}

function useItem(part: string) {
  const item = useContext(ItemContext);
  if (!item) throw new Error(`<${part}> must be used inside <AccordionItem>.`);
  return item;
}

export interface AccordionProps extends Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'onChange'> {
  /** Open item values (controlled). */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** Allow several items open at once; otherwise opening one closes the others. */
  multiple?: boolean;
  /** Level of the heading that wraps each trigger, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  variant?: 'line' | 'cards';
}

/**
 * WAI-ARIA accordion: each trigger is a button in a heading with `aria-expanded` and
 * `aria-controls`; Up/Down/Home/End move between triggers.
 */
export function Accordion({
  value,
  defaultValue = [],
  onValueChange,
  multiple = false,
  headingLevel = 3,
  variant = 'line',
  ref,
  onKeyDown,
  ...props
}: AccordionProps) {
  const [open, setOpen] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const rootRef = useRef<HTMLDivElement>(null);
  const toggle = (item: string) => {
    if (open.includes(item)) setOpen(open.filter((v) => v !== item));
    else setOpen(multiple ? [...open, item] : [item]);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (!(event.target as HTMLElement).matches('[data-slot="accordion-trigger"]')) return;
    const triggers = Array.from(
      rootRef.current?.querySelectorAll<HTMLElement>('[data-slot="accordion-trigger"]:not(:disabled)') ?? [],
    );
    moveFocus(event, triggers, 'vertical');
  };
  return (
    <AccordionContext.Provider value={{ open, toggle, headingLevel }}>
      <StyledAccordion
        data-slot="accordion"
        data-variant={variant}
        ref={mergeRefs(ref, rootRef)}
        onKeyDown={handleKeyDown}
        {...props}
      />
    </AccordionContext.Provider>
  );
}

export interface AccordionItemProps extends ComponentPropsWithRef<'div'> {
  value: string;
  disabled?: boolean;
}

export function AccordionItem({ value, disabled = false, ...props }: AccordionItemProps) {
  const { open } = useAccordion('AccordionItem');
  const baseId = useId();
  return (
    <ItemContext.Provider value={{ value, baseId, disabled }}>
      <StyledItem data-slot="accordion-item" data-state={open.includes(value) ? 'open' : 'closed'} {...props} />
    </ItemContext.Provider>
  );
}

export function AccordionTrigger({ children, onClick, ...props }: ComponentPropsWithRef<'button'>) {
  const { open, toggle, headingLevel } = useAccordion('AccordionTrigger');
  const item = useItem('AccordionTrigger');
  const expanded = open.includes(item.value);
  return (
    <StyledHeading as={`h${headingLevel}`}>
      <StyledTrigger
        type="button"
        id={`${item.baseId}-trigger`}
        aria-expanded={expanded}
        aria-controls={`${item.baseId}-content`}
        disabled={item.disabled}
        data-state={expanded ? 'open' : 'closed'}
        data-slot="accordion-trigger"
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) toggle(item.value);
        }}
        {...props}
      >
        <span>{children}</span>
        <ChevronDownIcon size={20} />
      </StyledTrigger>
    </StyledHeading>
  );
}

export function AccordionContent(props: ComponentPropsWithRef<'div'>) {
  const { open } = useAccordion('AccordionContent');
  const item = useItem('AccordionContent');
  const expanded = open.includes(item.value);
  return (
    <StyledContent
      role="region"
      id={`${item.baseId}-content`}
      aria-labelledby={`${item.baseId}-trigger`}
      hidden={!expanded}
      data-state={expanded ? 'open' : 'closed'}
      data-slot="accordion-content"
      {...props}
    />
  );
}
