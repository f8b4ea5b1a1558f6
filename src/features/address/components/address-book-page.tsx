import './address-book.css';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/modal/modal';
import { PageBody } from '../../../ui/page-body/page-body';
import { useAddressBook, type AddressBookView } from '../hooks/use-address-book';
import { ADDRESS_BOOK_MESSAGES as M } from '../messages';
import { AddressCard } from './address-card';
import { AddressEditor } from './address-editor';

function Message({ view }: { view: AddressBookView }) {
  const { message } = view;
  if (!message) return null;
  return message.error ? (
    <p className="address-book__error" role="alert">
      {message.text}
    </p>
  ) : (
    <p className="address-book__success" role="status">
      {message.text}
    </p>
  );
}

function Addresses({ view }: { view: AddressBookView }) {
  if (view.cards.length === 0) return <p className="address-book__empty">{M.empty}</p>;
  return (
    <ul className="address-book__list" aria-label={M.list}>
      {view.cards.map((card) => (
        <AddressCard
          key={card.id}
          card={card}
          busy={view.busy}
          onEdit={() => view.edit(card)}
          onDelete={() => view.askToDelete(card)}
          onMakeDefault={(kind) => view.makeDefault(card, kind)}
        />
      ))}
    </ul>
  );
}

/** /address-book: the customer's addresses; add, edit, delete (after a confirmation), and the defaults. */
export default function AddressBookPage() {
  const view = useAddressBook();
  return (
    <section className="address-book site-width" aria-labelledby="address-book-heading">
      <h1 id="address-book-heading">{M.title}</h1>
      <PageBody view={view} loadingText={M.loading} errorText={M.loadError} retryText={M.retry}>
        <Message view={view} />
        {view.editing ? (
          <AddressEditor
            key={view.editing === 'new' ? 'new' : view.editing.id}
            editing={view.editing}
            onSaved={view.saved}
            onCancel={view.closeEditor}
          />
        ) : (
          <Button onClick={view.add}>{M.add}</Button>
        )}
        <Addresses view={view} />
      </PageBody>
      <Modal
        open={view.confirming !== null}
        title={M.confirmTitle}
        onClose={view.cancelDelete}
        primaryAction={{ label: M.delete, onClick: view.confirmDelete }}
        secondaryAction={{ label: M.cancel, onClick: view.cancelDelete }}
      >
        <p>{view.confirming ? M.confirmBody(view.confirming.summary) : null}</p>
      </Modal>
    </section>
  );
}
