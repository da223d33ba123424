import { createContext, useContext, useId, useRef, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { mergeRefs } from '../../utils/merge-refs';
import { moveFocus } from '../../utils/roving-focus';
import { useControllableState } from '../../utils/use-controllable-state';
import { StyledTabsContent, StyledTabsList, StyledTabsTrigger } from './tabs.styles';

type Orientation = 'horizontal' | 'vertical';

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
  orientation: Orientation;
  activationMode: 'automatic' | 'manual';
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be used inside <Tabs>.`);
  return context;
}

const safeId = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, '-');

export interface TabsProps extends Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'onChange'> {
  /** The active tab (controlled). */
  value?: string;
  /** The tab active at first (uncontrolled). */
  defaultValue: string;
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
  /** `automatic`: arrow keys also activate (APG default). `manual`: Enter/Space activates. */
  activationMode?: 'automatic' | 'manual';
}

/** WAI-ARIA tabs: Tabs › TabsList › TabsTrigger, and one TabsContent per trigger. */
export function Tabs({
  value: valueProp,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  activationMode = 'automatic',
  ...props
}: TabsProps) {
  const baseId = useId();
  const [value, select] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  return (
    <TabsContext.Provider value={{ baseId, value, select, orientation, activationMode }}>
      <div data-slot="tabs" data-orientation={orientation} {...props} />
    </TabsContext.Provider>
  );
}

export interface TabsListProps extends ComponentPropsWithRef<'div'> {
  variant?: 'line' | 'pills';
}

export function TabsList({ variant = 'line', ref, onKeyDown, ...props }: TabsListProps) {
  const { orientation, activationMode, select } = useTabsContext('TabsList');
  const listRef = useRef<HTMLDivElement>(null);
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)') ?? []);
    const focused = moveFocus(event, tabs, orientation);
    if (focused && activationMode === 'automatic' && focused.dataset.value) select(focused.dataset.value);
  };
  return (
    <StyledTabsList
      role="tablist"
      aria-orientation={orientation}
      data-slot="tabs-list"
      data-variant={variant}
      ref={mergeRefs(ref, listRef)}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends Omit<ComponentPropsWithRef<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({ value, onClick, ...props }: TabsTriggerProps) {
  const context = useTabsContext('TabsTrigger');
  const selected = context.value === value;
  const id = `${context.baseId}-tab-${safeId(value)}`;
  return (
    <StyledTabsTrigger
      type="button"
      role="tab"
      id={id}
      aria-selected={selected}
      aria-controls={`${context.baseId}-panel-${safeId(value)}`}
      // Roving tabindex: only the active tab is in the tab order; arrows move between tabs.
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-value={value}
      data-slot="tabs-trigger"
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) context.select(value);
      }}
      {...props}
    />
  );
}

export interface TabsContentProps extends ComponentPropsWithRef<'div'> {
  value: string;
  /** Keep the panel mounted while hidden (e.g. to preserve a half-filled form). */
  forceMount?: boolean;
}

export function TabsContent({ value, forceMount = false, children, ...props }: TabsContentProps) {
  const context = useTabsContext('TabsContent');
  const selected = context.value === value;
  return (
    <StyledTabsContent
      role="tabpanel"
      id={`${context.baseId}-panel-${safeId(value)}`}
      aria-labelledby={`${context.baseId}-tab-${safeId(value)}`}
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      data-slot="tabs-content"
      {...props}
    >
      {selected || forceMount ? children : null}
    </StyledTabsContent>
  );
}
