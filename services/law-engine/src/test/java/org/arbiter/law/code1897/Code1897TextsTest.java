package org.arbiter.law.code1897;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every citation a ruling or notice of the 1897 rulebook can carry has the words of the law behind it. */
class Code1897TextsTest {
    private static final Pattern CITATION = Pattern.compile("\"((?:I|II|III|IV)\\.[0-9][0-9A-Za-z.()]*)\"");

    @Test
    void everyCitationInTheRulebookHasItsWords() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("src/main/java/org/arbiter/law/code1897"))) {
            for (Path file : files.filter(f -> !f.getFileName().toString().equals("Code1897Texts.java")).toList()) {
                Matcher m = CITATION.matcher(Files.readString(file));
                while (m.find()) {
                    assertThat(Code1897Texts.of(m.group(1))).as(m.group(1) + " cited in " + file.getFileName()).isNotBlank();
                }
            }
        }
    }
}
