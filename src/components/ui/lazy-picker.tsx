import { Suspense, useState } from 'react';
import type { ComponentType, KeyboardEvent } from 'react';
import { DownOutlined } from '@/components/light/icons/down-outlined';
import { LightIcon } from '@/components/light/icon';
import { preloadableLazy, withAntdScope } from './lazy-screen';

/** The closed box of a picker: its name, what is picked (as text), and what shows when nothing is. */
export interface PickerBox {
  label: string;
  display: string;
  placeholder: string;
  className?: string;
}

/** Given to the loaded picker: it was asked for by a click or a key, so it opens at once, focused. */
export interface AutoOpenProps {
  autoOpen?: boolean;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

function ClosedBox({ label, display, placeholder, className, onIntent, onOpen }: PickerBox & { onIntent: () => void; onOpen: () => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <div
      role="combobox"
      tabIndex={0}
      aria-label={label}
      aria-expanded={false}
      aria-haspopup="listbox"
      className={`light-select${className ? ` ${className}` : ''}`}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      <span className={`light-select-value${display ? '' : ' light-select-placeholder'}`}>{display || placeholder}</span>
      <LightIcon icon={DownOutlined} className="light-select-arrow" />
    </div>
  );
}

/**
 * A heavy picker (antd's Cascader or TreeSelect, with antd's styling engine: ~100 KB gzip) that loads on intent: a
 * light closed box of the same size shows what is picked; pointing at it or focusing it fetches the picker, and a
 * click, Enter, Space or ArrowDown puts the real one in its place, open and focused. A page that only shows the
 * choice loads none of it (the import-on-interaction pattern).
 */
export function lazyPicker<P extends object>(load: () => Promise<{ default: ComponentType<P & AutoOpenProps> }>) {
  const Picker = preloadableLazy(withAntdScope(load));
  return function LazyPicker({ box, ...props }: P & { box: PickerBox }) {
    const [wanted, setWanted] = useState(false);
    const closed = <ClosedBox {...box} onIntent={() => void Picker.preload()} onOpen={() => setWanted(true)} />;
    if (!wanted) return closed;
    const pickerProps = { ...(props as unknown as P), autoOpen: true };
    return (
      <Suspense fallback={closed}>
        <Picker {...pickerProps} />
      </Suspense>
    );
  };
}
