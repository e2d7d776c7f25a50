/* GMime 3 for Mailbox: the library's header, and the few macro casts Swift cannot call,
 * as inline functions. GMime parses the mail; nothing here parses anything itself. */
#ifndef MAILBOX_CGMIME_SHIM_H
#define MAILBOX_CGMIME_SHIM_H

#include <gmime/gmime.h>

/* The first mailbox of an address list (a group's first member), or NULL. */
static inline InternetAddressMailbox *mailbox_first_mailbox(InternetAddressList *list) {
    if (list == NULL) return NULL;
    for (int i = 0; i < internet_address_list_length(list); i++) {
        InternetAddress *address = internet_address_list_get_address(list, i);
        if (INTERNET_ADDRESS_IS_MAILBOX(address)) return INTERNET_ADDRESS_MAILBOX(address);
        if (INTERNET_ADDRESS_IS_GROUP(address)) {
            InternetAddressMailbox *member =
                mailbox_first_mailbox(internet_address_group_get_members(INTERNET_ADDRESS_GROUP(address)));
            if (member != NULL) return member;
        }
    }
    return NULL;
}

static inline const char *mailbox_mailbox_name(InternetAddressMailbox *mailbox) {
    return internet_address_get_name(INTERNET_ADDRESS(mailbox));
}

static inline GMimeObject *mailbox_message_object(GMimeMessage *message) { return GMIME_OBJECT(message); }

/* A part that is a multipart (its parts are walked), or NULL. */
static inline GMimeMultipart *mailbox_as_multipart(GMimeObject *object) {
    return GMIME_IS_MULTIPART(object) ? GMIME_MULTIPART(object) : NULL;
}

/* A message attached as a part (message/rfc822), or NULL. */
static inline GMimeMessage *mailbox_as_message_part(GMimeObject *object) {
    return GMIME_IS_MESSAGE_PART(object) ? g_mime_message_part_get_message(GMIME_MESSAGE_PART(object)) : NULL;
}

/* A text part that is not an attachment, or NULL. */
static inline GMimeTextPart *mailbox_as_inline_text(GMimeObject *object) {
    if (!GMIME_IS_TEXT_PART(object) || g_mime_part_is_attachment(GMIME_PART(object))) return NULL;
    return GMIME_TEXT_PART(object);
}

static inline GMimeObject *mailbox_text_object(GMimeTextPart *part) { return GMIME_OBJECT(part); }

static inline void mailbox_unref(gpointer object) { if (object != NULL) g_object_unref(object); }

#endif
