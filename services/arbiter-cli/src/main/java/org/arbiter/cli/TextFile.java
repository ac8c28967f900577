package org.arbiter.cli;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * The commands' text files, read and written as UTF-8 in one place, so that every failure is an
 * {@link UncheckedIOException} naming the file and the reason in the same plain words, which
 * {@link FailureHandler} prints as bad input.
 */
final class TextFile {
    private TextFile() {
    }

    /** The whole file. */
    static String read(Path path) {
        StringWriter text = new StringWriter();
        try (Reader in = reader(path)) {
            in.transferTo(text);
        } catch (IOException e) {
            throw cannotRead(path, e);
        }
        return text.toString();
    }

    /** The file to be read as it goes; an error met while reading it is for {@link #cannotRead}. */
    static Reader reader(Path path) {
        refuseDirectory("read", path);
        try {
            return Files.newBufferedReader(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw cannotRead(path, e);
        }
    }

    /** The file created or emptied for writing. */
    static Writer writer(Path path) {
        refuseDirectory("write", path);
        Path folder = path.toAbsolutePath().getParent();
        if (folder != null && !Files.isDirectory(folder)) {
            throw failure("write", path, "there is no folder " + folder, null);
        }
        try {
            return Files.newBufferedWriter(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw cannotWrite(path, e);
        }
    }

    /** {@code e}, met while reading {@code file}, as one line a person can act on. */
    static UncheckedIOException cannotRead(Object file, Exception e) {
        return failure("read", file, reason(e), e);
    }

    /** {@code e}, met while writing {@code file}, as one line a person can act on. */
    static UncheckedIOException cannotWrite(Object file, Exception e) {
        return failure("write", file, reason(e), e);
    }

    private static void refuseDirectory(String verb, Path path) {
        if (Files.isDirectory(path)) {
            throw failure(verb, path, "it is a directory", null);
        }
    }

    private static String reason(Exception e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root instanceof NoSuchFileException ? "no such file"
                : root instanceof AccessDeniedException ? "permission denied"
                : root instanceof CharacterCodingException ? "it is not UTF-8 text"
                : root.getMessage();
    }

    private static UncheckedIOException failure(String verb, Object file, String reason, Exception cause) {
        String message = "cannot " + verb + " " + file + ": " + reason;
        return new UncheckedIOException(message, new IOException(message, cause));
    }
}
